import { toast } from '../../components/ui/toast-store';
import { isQuotaError } from '../../data/quota-error';

const WHAT = { size: 'recipe size', units: 'choice of units' } as const;

/**
 * A recipe size or unit choice the device could not store (docs/product.md#recipe-size-and-units):
 * the page stays as it was, and the baker is told why, so nothing seems kept that a reload would lose.
 */
export function sayPreferenceNotKept(what: keyof typeof WHAT, err: unknown): void {
  console.error(`The ${WHAT[what]} could not be saved on this device`, err);
  toast({
    title: 'Not saved',
    description: isQuotaError(err)
      ? `This device is out of storage space, so your ${WHAT[what]} could not be kept. Free some space and try again.`
      : `Your ${WHAT[what]} could not be kept on this device. Please try again.`,
    variant: 'destructive',
  });
}
