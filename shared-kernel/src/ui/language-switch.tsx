import { useState } from 'react';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import { languageAtom } from '@matka/shared-kernel/session';
import { kernelTexts } from '../languages/kernel-texts';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../languages/languages';

const Choices = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  button {
    min-height: 40px;
    min-width: 72px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.font.body};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 700;
  }
`;

/**
 * The language switch: each language named in itself. `prepare` loads the texts of the apps on screen in the chosen
 * language first (and may tell the server), so the screen changes language in one step, never through a loading state.
 */
export function LanguageSwitch({ prepare, className }: { prepare: (language: Language) => Promise<void>; className?: string }) {
  const [language, setLanguage] = useAtom(languageAtom);
  const [busy, setBusy] = useState(false);
  const t = kernelTexts.useTexts();
  const choose = async (next: Language) => {
    if (next === language || busy) return;
    setBusy(true);
    try {
      await prepare(next);
      setLanguage(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Choices role="group" aria-label={t('language')} className={className}>
      {LANGUAGES.map((each) => (
        <button key={each} type="button" lang={each} aria-pressed={each === language} onClick={() => void choose(each)}>
          {LANGUAGE_NAMES[each]}
        </button>
      ))}
    </Choices>
  );
}
