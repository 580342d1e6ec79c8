import { apiPaths } from '@voltcart/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminToken } from '../../../shared/admin-token';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { GstRegisterDownload } from './GstRegisterDownload';

describe("the admin's GST register download", () => {
  it("downloads the chosen month's register with the admin token and says so", async () => {
    const api = mockApi({ [`GET ${apiPaths.orders.gstRegister}?month=2026-11`]: ok('csv') });
    adminToken.save('admin-token-2');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:register'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<GstRegisterDownload />);
    fireEvent.change(screen.getByLabelText('GST register month'), { target: { value: '2026-11' } });
    await user.click(screen.getByRole('button', { name: 'Download GST register (CSV)' }));
    expect(await screen.findByText('GST register for 2026-11 downloaded.')).toHaveAttribute('role', 'status');
    expect(saved).toEqual(['gst-register-2026-11.csv']);
    expect(api.callsTo('GET', apiPaths.orders.gstRegister)).toHaveLength(1);
    click.mockRestore();
    adminToken.clear();
  });

  it("says the server's refusal in the live region", async () => {
    mockApi({ [`GET ${apiPaths.orders.gstRegister}?month=2026-11`]: fail(403, 'Admins only') });
    const { user } = renderWithProviders(<GstRegisterDownload />);
    fireEvent.change(screen.getByLabelText('GST register month'), { target: { value: '2026-11' } });
    await user.click(screen.getByRole('button', { name: 'Download GST register (CSV)' }));
    expect(await screen.findByText('Admins only')).toHaveAttribute('role', 'status');
  });
});
