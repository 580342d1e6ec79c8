import { apiPaths } from '@voltcart/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { codeDigitsOf, codeProblemOf } from '../code-form';
import { CodeForm } from './CodeForm';

const orderId = '5b7f1b0e-8d1c-4a53-9a57-2f0f7c2a1d11';
const confirmCall = `POST ${apiPaths.cod.confirm(orderId)}`;
const resendCall = `POST ${apiPaths.cod.resend(orderId)}`;

describe('the code as typed', () => {
  it('keeps only digits, at most six', () => {
    expect(codeDigitsOf('123 456')).toBe('123456');
    expect(codeDigitsOf('12-34-5678')).toBe('123456');
    expect(codeProblemOf('')).toBe('Enter the 6-digit code from the email');
    expect(codeProblemOf('12345')).toBe('The code has 6 digits');
    expect(codeProblemOf('123456')).toBeUndefined();
  });
});

describe('CodeForm', () => {
  it('sends the typed code and tells the page the order is confirmed', async () => {
    const api = mockApi({ [confirmCall]: ok({ orderId, status: 'Pending' }, 'Your order is confirmed') });
    const onConfirmed = vi.fn();
    render(<CodeForm orderId={orderId} onConfirmed={onConfirmed} />);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', apiPaths.cod.confirm(orderId))[0]?.json).toEqual({ code: '123456' });
  });

  it('says a wrong code under the field, with the focus back on it', async () => {
    mockApi({ [confirmCall]: fail(422, 'That code is not right. 4 tries left.') });
    const onConfirmed = vi.fn();
    render(<CodeForm orderId={orderId} onConfirmed={onConfirmed} />);
    const field = screen.getByLabelText('6-digit code');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('That code is not right. 4 tries left.');
    expect(field).toHaveFocus();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('refuses a short code without asking the server', async () => {
    const api = mockApi({});
    render(<CodeForm orderId={orderId} onConfirmed={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks for a new code and says so, or says how long to wait', async () => {
    let answers = 0;
    mockApi({
      [resendCall]: () =>
        (answers += 1) === 1
          ? fail(429, 'Please wait 21 seconds before asking for a new code.')
          : ok({ orderId, resendAfterSeconds: 30 }, 'A new code is on its way to your email'),
    });
    render(<CodeForm orderId={orderId} onConfirmed={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    // The live region is there from the start (so screen readers hear what arrives in it): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Please wait 21 seconds before asking for a new code.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A new code is on its way to your email'));
  });
});
