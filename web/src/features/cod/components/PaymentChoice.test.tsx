import type { PaymentMethodChoice } from '@voltcart/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentChoice } from './PaymentChoice';

function Choosing({ summary }: { summary: Parameters<typeof PaymentChoice>[0]['summary'] }) {
  const [method, setMethod] = useState<PaymentMethodChoice>('online');
  return (
    <>
      <PaymentChoice method={method} onMethod={setMethod} summary={summary} />
      <output data-testid="chosen">{method}</output>
    </>
  );
}

describe('PaymentChoice', () => {
  it('offers paying online (chosen) and cash on delivery with its fee, as one radio group', () => {
    render(<Choosing summary={{ codFee: 49, cod: { available: true, reason: null } }} />);
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(group).toBeInTheDocument();
    const online = screen.getByRole('radio', { name: /Pay online \(PhonePe\)/ });
    const cod = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(online).toBeChecked();
    expect(cod).not.toBeChecked();
    expect(cod).toHaveAccessibleDescription('Pay in cash when it arrives. Fee ₹49.00.');
    fireEvent.click(cod);
    expect(cod).toBeChecked();
    expect(screen.getByTestId('chosen')).toHaveTextContent('cod');
  });

  it('disables cash on delivery with the server’s reason as its description', () => {
    render(
      <Choosing summary={{ codFee: 49, cod: { available: false, reason: 'Cash on delivery is not available above ₹50,000' } }} />,
    );
    const cod = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Cash on delivery is not available above ₹50,000');
    fireEvent.click(cod);
    expect(screen.getByTestId('chosen')).toHaveTextContent('online');
  });

  it('says it is checking while the cart’s summary is being read', () => {
    render(<Choosing summary={null} />);
    const cod = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Checking whether cash on delivery is available...');
  });
});
