import type { Address, CartItem, Comment, DeliveryAddress, Order, Product, User } from '@voltcart/contract';

let counter = 0;
/** A UUID-shaped id, unique per call. */
export function testId(): string {
  counter += 1;
  return `0190a000-0000-7000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const _id = overrides._id ?? testId();
  return {
    _id,
    productName: 'Logitech MX Master 3S Wireless Mouse',
    productPrice: 10995,
    salesPrice: 8995,
    productDescription: 'An ergonomic wireless mouse with quiet clicks, 8K DPI tracking on any surface and USB-C quick charging.',
    productBrand: 'Logitech',
    productCategory: 'Mouse',
    productImage: [`/uploads/products/${_id}.webp`],
    productStock: 25,
    createdAt: '2026-01-10T10:00:00.000Z',
    rating: 0,
    reviewCount: 0,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: testId(),
    username: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    imageUrl: '/uploads/avatars/asha.webp',
    role: 'user',
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
    disabled: false,
    ...overrides,
  };
}

export function makeCartItem(product: Product = makeProduct(), quantity = 1): CartItem {
  return { _id: testId(), productId: product, quantity };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: testId(),
    productId: testId(),
    userId: { _id: testId(), username: 'Vikram', imageUrl: '' },
    comment: 'Battery lasts all week.',
    date: '2026-02-01T09:30:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const product = makeProduct();
  return {
    _id: testId(),
    orderId: 'VC-20260201-0001',
    status: 'Pending',
    createdAt: '2026-02-01T09:30:00.000Z',
    items: [
      {
        _id: testId(),
        productId: { _id: product._id, productName: product.productName, productImage: product.productImage },
        quantity: 2,
        price: 8995,
      },
    ],
    totalAmount: 17990,
    merchantTransactionId: 'MT1234567890',
    paymentState: 'COMPLETED',
    paymentMethod: 'UPI',
    transactionId: 'T2602011234',
    deliveryAddress: makeDeliveryAddress(),
    ...overrides,
  };
}

export function makeDeliveryAddress(overrides: Partial<DeliveryAddress> = {}): DeliveryAddress {
  return {
    fullName: 'Meera Iyer',
    phone: '9876543210',
    line1: '12, 4th Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return { _id: testId(), ...makeDeliveryAddress(), isDefault: true, createdAt: '2026-02-01T09:00:00.000Z', ...overrides };
}
