import type { Address } from '@voltcart/contract';
import { Button } from '../../../shared/ui/Button';
import type { ButtonVariant } from '../../../shared/ui/button-styles';

type AddressAction = { label: string; variant: ButtonVariant; accessibleName: string; onClick: () => void };

/** What each button does, for the address it sits under. */
interface AddressHandlers {
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** The buttons under a saved address: Edit, Delete, and Make default on one that is not the default yet. */
export function AddressActions({ address, ...handlers }: { address: Address } & AddressHandlers) {
  const actions: AddressAction[] = [
    { label: 'Edit', variant: 'secondary', accessibleName: `Edit address of ${address.fullName}`, onClick: handlers.onEdit },
    { label: 'Delete', variant: 'danger', accessibleName: `Delete address of ${address.fullName}`, onClick: handlers.onDelete },
  ];
  if (!address.isDefault) {
    const accessibleName = `Make address of ${address.fullName} the default`;
    actions.push({ label: 'Make default', variant: 'ghost', accessibleName, onClick: handlers.onMakeDefault });
  }
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button key={action.label} variant={action.variant} size="sm" onClick={action.onClick} aria-label={action.accessibleName}>
          {action.label}
        </Button>
      ))}
    </div>
  );
}
