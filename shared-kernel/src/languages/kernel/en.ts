/** The kernel's own texts (its UI kit and the phone rule), in English: the keys every language's catalog has. */
export default {
  show: 'Show',
  hide: 'Hide',
  showField: 'Show {label}',
  hideField: 'Hide {label}',
  loading: 'Loading…',
  otpDigit: '{label} digit {n}',
  signedInAs: 'Signed in as {name}',
  notSignedIn: 'Not signed in',
  language: 'Language',
  phoneRequired: 'Phone No is required!',
  phoneInvalid: 'Phone No is not valid!',
  phoneNumberRequired: 'Phone number is required!',
  phoneNumberInvalid: 'Phone number is not valid!',
  phoneInvalidUpi: 'Phone No is not Valid!',
  // The transfer form's text has always had a dot, and players know it so; issue #14 keeps it.
  phoneInvalidTransfer: 'Phone.No is not Valid!',
} as const;
