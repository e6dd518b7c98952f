import { createRoot } from 'react-dom/client';
import { App } from './App';
import { CONSOLE_CSS } from './styles';

const style = document.createElement('style');
style.textContent = CONSOLE_CSS;
document.head.append(style);
createRoot(document.getElementById('root')!).render(<App />);
