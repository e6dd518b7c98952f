import path from 'node:path';
import { catalogProblems } from '../testing/catalog-check';
import { kernelTexts } from './kernel-texts';

test("the kernel's catalogs have every key in every language, and every key is used", async () => {
  const src = path.resolve(__dirname, '..');
  expect(await catalogProblems(kernelTexts, src, path.join(__dirname, 'kernel'))).toEqual([]);
});
