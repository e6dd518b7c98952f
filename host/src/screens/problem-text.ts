import { MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH } from '@matka/shared-kernel/domain';
import { kernelTexts, type KernelTextKey } from '@matka/shared-kernel/languages';

/** The kernel's text for a form rule's problem (`phoneProblemKey`, `newPasswordProblemKey`, …) in the page's language. */
export function useProblemText(): (key: KernelTextKey | null) => string | null {
  const k = kernelTexts.useTexts();
  return (key) => key && k(key, { min: MIN_PASSWORD_LENGTH, max: NAME_MAX_LENGTH });
}
