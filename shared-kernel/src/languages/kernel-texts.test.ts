import path from 'node:path';
import { catalogProblems } from '../testing/catalog-check';
import { kernelTexts } from './kernel-texts';

// The kernel's texts are used by the kernel itself and by the apps (the host's screens, a remote's).
const REPO = path.resolve(__dirname, '../../..');
const USERS = ['shared-kernel/src', 'host/src', 'remotes'].map((dir) => path.join(REPO, dir));

test("the kernel's catalogs have every key in every language, and every key is used", async () => {
  expect(await catalogProblems(kernelTexts, USERS, path.join(__dirname, 'kernel'))).toEqual([]);
});
