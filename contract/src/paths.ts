/** Every path of the API, verbatim from the spec (§7) plus the additions of DESIGN §4. */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    checkAuth: '/api/auth/check-auth',
    adminLogin: '/api/auth/admin-login',
    totalUsers: '/api/auth/total-users',
    allUsers: '/api/auth/get-all-users',
  },
  catalog: {
    categories: '/api/categories',
    byCategory: (categories: string) => `/api/getProductByCategory/categorywise/${encodeURIComponent(categories)}`,
    products: '/api/product/getProduct',
    productById: (id: string) => `/api/product/getProductById/${encodeURIComponent(id)}`,
    totalProducts: '/api/product/total-products',
    addProduct: '/api/product/addProduct',
    updateProduct: (id: string) => `/api/product/updateProduct/${encodeURIComponent(id)}`,
    deleteProduct: (id: string) => `/api/product/deleteProduct/${encodeURIComponent(id)}`,
  },
  cart: {
    add: '/api/cart/addtocart',
    view: '/api/cart/view-cart-product',
    count: '/api/cart/countAddToCartProduct',
    remove: '/api/cart/delete-cart-product',
    update: '/api/cart/update-cart-product',
  },
  comments: {
    add: '/api/comment/add-comment',
    list: (productId: string) => `/api/comment/view-comment/${encodeURIComponent(productId)}`,
  },
  payment: {
    initiate: '/api/payment/initiate',
    status: (transactionId: string) => `/api/payment/status/${encodeURIComponent(transactionId)}`,
    webhook: '/api/payment/webhook/phonepe',
  },
  orders: {
    mine: '/api/order/getAllOrders',
    myTotal: '/api/order/total-orders',
    overallTotal: '/api/order/overAllOrders',
    totalAmount: '/api/order/total-amount',
    topSelling: '/api/order/top-selling-products',
    adminList: '/api/order/admin/all',
    updateStatus: (id: string) => `/api/order/admin/${encodeURIComponent(id)}/status`,
  },
  newsletter: {
    subscribe: '/api/newsletter/subscribe',
  },
} as const;
