import { apiPaths } from '@voltcart/contract';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import NewsletterConfirmPage from './NewsletterConfirmPage';

const confirmPath = `POST ${apiPaths.newsletter.confirm}`;
const at = (query: string) => ({ route: `/newsletter/confirm${query}`, path: '/newsletter/confirm' });

describe('the newsletter confirmation page', () => {
  it('confirms the link once, even when React runs its effect twice, and says so', async () => {
    const api = mockApi({ [confirmPath]: ok({ confirmed: true }, 'Your subscription is confirmed. Thanks for joining!') });
    renderWithProviders(
      <StrictMode>
        <NewsletterConfirmPage />
      </StrictMode>,
      at('#token=good-token-1'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your subscription...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: "You're subscribed!" })).toBeInTheDocument();
    expect(screen.getByText('Your subscription is confirmed. Thanks for joining!')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.newsletter.confirm).map((call) => call.json)).toEqual([{ token: 'good-token-1' }]);
    expect(document.title).toBe('Confirm your subscription · Voltcart');
  });

  it('takes a link mailed before (?token=…) too, and clears the token from the address', async () => {
    const api = mockApi({ [confirmPath]: ok({ confirmed: true }, 'Your subscription is confirmed. Thanks for joining!') });
    const { router } = renderWithProviders(<NewsletterConfirmPage />, at('?token=old-token'));
    expect(await screen.findByRole('heading', { level: 1, name: "You're subscribed!" })).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.newsletter.confirm).map((call) => call.json)).toEqual([{ token: 'old-token' }]);
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's reason for a used or unknown link", async () => {
    mockApi({
      [confirmPath]: fail(400, 'This confirmation link is invalid or has already been used. Subscribe again to get a new one.'),
    });
    renderWithProviders(<NewsletterConfirmPage />, at('#token=used-token'));
    expect(await screen.findByRole('heading', { level: 1, name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByText(/invalid or has already been used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says a link without a token is incomplete, without asking the server', async () => {
    const api = mockApi({});
    renderWithProviders(<NewsletterConfirmPage />, at(''));
    expect(await screen.findByRole('heading', { level: 1, name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
