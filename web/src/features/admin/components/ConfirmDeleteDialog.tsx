import type { Product } from '@voltcart/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Modal } from './Modal';

/** Asks before a product is deleted; Cancel has the focus, so Enter alone never deletes. */
export function ConfirmDeleteDialog({
  product,
  deleting,
  onCancel,
  onConfirm,
}: {
  product: Product;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      title="Delete product?"
      size="sm"
      onClose={() => !deleting && onCancel()}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" className="border border-red-300" onClick={onConfirm} disabled={deleting}>
            <Trash2 className="size-4" aria-hidden /> {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        <strong className="font-semibold text-slate-900">{product.productName}</strong> will be removed from the shop. Orders that
        include it keep their copy. This cannot be undone.
      </p>
    </Modal>
  );
}
