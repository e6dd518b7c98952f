import type { Catalog } from '../catalog';
import type english from './en';

/** The kernel's texts in Marathi. */
const marathi: Catalog<keyof typeof english> = {
  show: 'दाखवा',
  hide: 'लपवा',
  showField: '{label} दाखवा',
  hideField: '{label} लपवा',
  loading: 'लोड होत आहे…',
  otpDigit: '{label} मधील अंक {n}',
  signedInAs: '{name} म्हणून साइन इन',
  notSignedIn: 'साइन इन केलेले नाही',
  language: 'भाषा',
  phoneRequired: 'फोन नंबर टाकणे आवश्यक आहे!',
  phoneInvalid: 'हा फोन नंबर बरोबर नाही!',
  phoneNumberRequired: 'फोन नंबर टाकणे आवश्यक आहे!',
  phoneNumberInvalid: 'हा फोन नंबर बरोबर नाही!',
  phoneInvalidUpi: 'हा फोन नंबर बरोबर नाही!',
  phoneInvalidTransfer: 'हा फोन नंबर बरोबर नाही!',
  usernameRequired: 'नाव टाकणे आवश्यक आहे',
  passwordRequired: 'पासवर्ड टाकणे आवश्यक आहे!',
  newPasswordRequired: 'नवीन पासवर्ड टाकणे आवश्यक आहे!',
  passwordTooShort: 'पासवर्ड किमान {min} अक्षरांचा असावा',
  confirmPasswordRequired: 'पासवर्ड पुन्हा टाकणे आवश्यक आहे!',
  passwordsDoNotMatch: 'दोन्ही पासवर्ड जुळत नाहीत!',
  currentPasswordRequired: 'सध्याचा पासवर्ड टाकणे आवश्यक आहे!',
  confirmNotEqualNew: 'पुन्हा टाकलेला पासवर्ड नवीन पासवर्डशी जुळत नाही!',
  nameRequired: 'नाव टाकणे आवश्यक आहे!',
  nameTooLong: 'नाव जास्तीत जास्त {max} अक्षरांचे असू शकते',
  otpInvalid: 'OTP चुकीचा आहे. कृपया पुन्हा प्रयत्न करा.',
};
export default marathi;
