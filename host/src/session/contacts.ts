import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { cleanContactNumber } from '@matka/shared-kernel/domain';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { whenIdle } from '../when-idle';
import { api } from './api';

export interface Contacts {
  call: string;
  chat: string;
  telegram: string;
  appLink: string;
}

// The links are built in one place for every app (shared-kernel/domain/phone.ts).
export { callLink, chatLink, telegramLink } from '@matka/shared-kernel/domain';

/**
 * The admin contact numbers: from the player's detail when signed in (or the last one this browser kept), else from the
 * social data call (once); null until one of them is known. A number is never made up for a link in the meantime: a
 * placeholder that looks real would be tapped (the placeholder 9999999999 stands only for a number the operator left
 * out).
 */
export function useContacts(): Contacts | null {
  const detail = useAtomValue(userDetailAtom);
  const [social, setSocial] = useState<Contacts | null>(null);
  useEffect(() => {
    if (detail) return;
    let current = true;
    // Not needed to paint: fetched once the page is idle, so the first screen does not wait for the API client.
    whenIdle(2000)
      .then(api)
      .then((client) => client.call('api-get-social-data', {}))
      .then((answer) => {
        if (current) {
          setSocial({
            call: cleanContactNumber(answer.mobile_1 || answer.mobile_no),
            chat: cleanContactNumber(answer.mobile_no),
            telegram: cleanContactNumber(answer.telegram_no),
            appLink: answer.app_link,
          });
        }
      })
      // Social-data failures stay silent: nothing to tap, as before the answer.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [detail]);
  if (detail) return { call: detail.callNumber, chat: detail.chatNumber, telegram: detail.telegramNumber, appLink: social?.appLink ?? '' };
  return social;
}
