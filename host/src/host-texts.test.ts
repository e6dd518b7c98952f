import path from 'node:path';
import { catalogProblems } from '@matka/shared-kernel/testing';
import { hostTexts } from './host-texts';
import { inboxLinkTexts } from './layout/inbox-link-texts';
import { accountTexts } from './screens/account-texts';

test("the shell's catalogs have every key in every language, and every key is used by the shell", async () => {
  expect(await catalogProblems(hostTexts, [__dirname], path.join(__dirname, 'texts'))).toEqual([]);
});

test("the account screens' catalogs likewise", async () => {
  expect(await catalogProblems(accountTexts, [__dirname], path.join(__dirname, 'texts', 'account'))).toEqual([]);
});

test("the header bell's and push offer's catalogs likewise", async () => {
  expect(await catalogProblems(inboxLinkTexts, [__dirname], path.join(__dirname, 'texts', 'inbox-links'))).toEqual([]);
});
