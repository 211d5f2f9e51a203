import { LINK_COPIED } from '../../../domain/messages';
import { copyText } from '../../components/ui/copy-button';
import { toast } from '../../lib/toast/use-toast';

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Spec section 2: the device's share sheet when there is one, otherwise the link is copied and
 * 'Link Copied' shows. Closing the share sheet is not an error.
 */
export async function sharePool(details: { title: string; text: string; url: string }): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(details);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share refused (e.g. not allowed here): copying still works.
    }
  }
  if (await copyText(details.url)) {
    toast({ title: LINK_COPIED, variant: 'success' });
    return 'copied';
  }
  toast({ title: 'Copy this link', description: details.url });
  return 'failed';
}
