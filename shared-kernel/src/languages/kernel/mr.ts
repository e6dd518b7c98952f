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
};
export default marathi;
