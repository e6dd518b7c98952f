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
  usernameRequired: 'नाम डालना ज़रूरी है',
  passwordRequired: 'पासवर्ड डालना ज़रूरी है!',
  newPasswordRequired: 'नया पासवर्ड डालना ज़रूरी है!',
  passwordTooShort: 'पासवर्ड कम से कम {min} अक्षरों का होना चाहिए',
  confirmPasswordRequired: 'पासवर्ड दोबारा डालना ज़रूरी है!',
  passwordsDoNotMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं!',
  currentPasswordRequired: 'अभी का पासवर्ड डालना ज़रूरी है!',
  confirmNotEqualNew: 'दोबारा डाला गया पासवर्ड नए पासवर्ड से मेल नहीं खाता!',
  nameRequired: 'नाम डालना ज़रूरी है!',
  nameTooLong: 'नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है',
  otpInvalid: 'OTP गलत है। कृपया फिर से कोशिश करें।',
};
export default hindi;
