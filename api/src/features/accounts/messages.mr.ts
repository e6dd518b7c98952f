import { KERNEL_CATALOGS } from '@matka/shared-kernel/language-rules';
import type { AccountTexts } from './messages';

/** The accounts feature's texts in Marathi: its answers, its refusals and the OTP text message. */
export const MARATHI: AccountTexts = {
  account: {
    notRegistered: 'हा नंबर नोंदणीकृत नाही',
    alreadyRegistered: 'हा नंबर आधीच नोंदणीकृत आहे',
    wrongPassword: 'मोबाइल नंबर किंवा पासवर्ड चुकीचा आहे',
    loggedIn: 'लॉग इन झाले',
    registered: 'नोंदणी झाली',
    passwordUpdated: 'पासवर्ड अपडेट झाला',
    otpVerified: 'OTP बरोबर आहे',
    resetExpired: 'पासवर्ड रीसेटची वेळ संपली. कृपया सुरुवातीपासून करा.',
    oldPasswordIncorrect: 'जुना पासवर्ड चुकीचा आहे',
    passwordChanged: 'पासवर्ड बदलला',
    profileUpdated: 'प्रोफाइल अपडेट झाले',
    loggedOut: 'लॉग आउट झाले',
    languageSaved: 'भाषा सेव्ह झाली',
  },
  otp: {
    // The screens compare a wrong code's answer with the kernel's text: one owner for it.
    invalid: KERNEL_CATALOGS.mr.otpInvalid,
    expired: 'या OTP ची वेळ संपली. कृपया नवीन OTP मागवा.',
    locked: 'खूप वेळा चुकीचा OTP टाकला. कृपया नवीन OTP मागवा.',
    resendTooSoon: 'नवीन OTP मागवण्यापूर्वी 30 सेकंद थांबा.',
    hourlyCap: 'या नंबरवर खूप वेळा OTP मागवला गेला. कृपया थोड्या वेळाने प्रयत्न करा.',
    sent: 'OTP पाठवला आहे',
    notSent: 'OTP पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  },
  sms: {
    register: '{code} हा तुमचा मटका बाजार नोंदणी OTP आहे. तो 10 मिनिटे चालेल. तो कोणालाही सांगू नका.',
    forgot: '{code} हा तुमचा मटका बाजार पासवर्ड रीसेट OTP आहे. तो 10 मिनिटे चालेल. तो कोणालाही सांगू नका.',
    upi: '{code} हा तुमचा मटका बाजार UPI नंबर पडताळणी OTP आहे. तो 10 मिनिटे चालेल. तो कोणालाही सांगू नका.',
  },
};
