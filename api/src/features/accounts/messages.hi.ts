import { KERNEL_CATALOGS } from '@matka/shared-kernel/language-rules';
import type { AccountTexts } from './messages';

/** The accounts feature's texts in Hindi: its answers, its refusals and the OTP text message. */
export const HINDI: AccountTexts = {
  account: {
    notRegistered: 'यह नंबर रजिस्टर नहीं है',
    alreadyRegistered: 'यह नंबर पहले से रजिस्टर है',
    wrongPassword: 'मोबाइल नंबर या पासवर्ड गलत है',
    loggedIn: 'लॉग इन हो गया',
    registered: 'रजिस्ट्रेशन हो गया',
    passwordUpdated: 'पासवर्ड अपडेट हो गया',
    otpVerified: 'OTP सही है',
    resetExpired: 'पासवर्ड रीसेट का समय निकल गया। कृपया शुरू से करें।',
    oldPasswordIncorrect: 'पुराना पासवर्ड गलत है',
    passwordChanged: 'पासवर्ड बदल गया',
    profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
    loggedOut: 'लॉग आउट हो गया',
    languageSaved: 'भाषा सेव हो गई',
  },
  otp: {
    // The screens compare a wrong code's answer with the kernel's text: one owner for it.
    invalid: KERNEL_CATALOGS.hi.otpInvalid,
    expired: 'इस OTP का समय निकल गया। कृपया नया OTP मँगाएँ।',
    locked: 'बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
    resendTooSoon: 'नया OTP मँगाने से पहले 30 सेकंड रुकें।',
    hourlyCap: 'इस नंबर पर बहुत बार OTP मँगाया गया। कृपया थोड़ी देर बाद कोशिश करें।',
    sent: 'OTP भेज दिया गया है',
    notSent: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  },
  sms: {
    register: '{code} आपका मटका बाज़ार रजिस्ट्रेशन OTP है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ।',
    forgot: '{code} आपका मटका बाज़ार पासवर्ड रीसेट OTP है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ।',
    upi: '{code} आपका मटका बाज़ार UPI नंबर वेरिफ़िकेशन OTP है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ।',
  },
};
