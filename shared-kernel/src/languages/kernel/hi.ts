import type { Catalog } from '../catalog';
import type english from './en';

/** The kernel's texts in Hindi. */
const hindi: Catalog<keyof typeof english> = {
  show: 'दिखाएँ',
  hide: 'छिपाएँ',
  showField: '{label} दिखाएँ',
  hideField: '{label} छिपाएँ',
  loading: 'लोड हो रहा है…',
  otpDigit: '{label} का अंक {n}',
  signedInAs: '{name} के नाम से साइन इन',
  notSignedIn: 'साइन इन नहीं है',
  language: 'भाषा',
  phoneRequired: 'फ़ोन नंबर डालना ज़रूरी है!',
  phoneInvalid: 'यह फ़ोन नंबर सही नहीं है!',
  phoneNumberRequired: 'फ़ोन नंबर डालना ज़रूरी है!',
  phoneNumberInvalid: 'यह फ़ोन नंबर सही नहीं है!',
  phoneInvalidUpi: 'यह फ़ोन नंबर सही नहीं है!',
  phoneInvalidTransfer: 'यह फ़ोन नंबर सही नहीं है!',
};
export default hindi;
