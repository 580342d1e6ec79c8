import { createAction } from '@reduxjs/toolkit';

/** The shopper's payment went through: the server emptied the paid cart (the header badge follows it). */
export const paymentSucceeded = createAction('payment/succeeded');
