/** The footer's information pages: short, honest, and about how this shop actually works. */
export type ContentPageSlug = 'help' | 'returns' | 'shipping' | 'contact' | 'about' | 'careers' | 'blog' | 'terms';

type Section = { heading: string; body: string };
type PageContent = { title: string; intro: string; sections: Section[] };

export const CONTENT_PAGES: Record<ContentPageSlug, PageContent> = {
  help: {
    title: 'Help Center',
    intro: 'Answers to the questions shoppers ask us most. Still stuck? Our support team replies within one working day.',
    sections: [
      { heading: 'Placing an order', body: 'Add products to your cart, open the cart and press Pay. You will finish the payment on PhonePe and come straight back to Voltcart.' },
      { heading: 'Tracking an order', body: 'Every order you place is listed under Your Orders with its status: Pending while we pack it, Shipped once it leaves our warehouse, and Delivered when it reaches you.' },
      { heading: 'Payment problems', body: 'If a payment fails, your cart stays as it was and no order is confirmed. If money left your account but the order shows as failed, it is refunded automatically within 5–7 working days.' },
    ],
  },
  returns: {
    title: 'Returns & Refunds',
    intro: 'Changed your mind? Most products can be returned within 7 days of delivery.',
    sections: [
      { heading: 'What can be returned', body: 'Products in their original packaging, with all accessories and without physical damage. Earphones and trimmers can only be returned if they are faulty, for hygiene reasons.' },
      { heading: 'How to return', body: 'Contact support with your order ID. We arrange a free pickup from your address, usually within two working days.' },
      { heading: 'Refunds', body: 'Once the product passes its check at our warehouse, we refund the original payment method within 5–7 working days.' },
    ],
  },
  shipping: {
    title: 'Shipping Information',
    intro: 'Shipping is free on every order, to every serviceable pin code in India.',
    sections: [
      { heading: 'Delivery times', body: 'Metro cities: 2–3 working days. Other cities and towns: 3–6 working days. Large appliances such as refrigerators and TVs may take one or two days longer.' },
      { heading: 'Order tracking', body: 'Your order moves from Pending to Shipped to Delivered under Your Orders. We also send updates to the email address on your account.' },
      { heading: 'Installation', body: 'TVs and refrigerators come with free installation by the brand’s service partner; they will call you to book a slot after delivery.' },
    ],
  },
  contact: {
    title: 'Contact Us',
    intro: 'We are here Monday to Saturday, 9 am to 7 pm IST.',
    sections: [
      { heading: 'Email', body: 'support@voltcart.example — include your order ID and we will get back to you within one working day.' },
      { heading: 'Phone', body: '1800 000 0000 (toll free), Monday to Saturday, 9 am to 7 pm IST.' },
      { heading: 'Address', body: 'Voltcart Retail Pvt. Ltd., 4th Floor, Tech Park, Outer Ring Road, Bengaluru 560103, India.' },
    ],
  },
  about: {
    title: 'About Voltcart',
    intro: 'Voltcart is an electronics store for people who would rather compare specs than scroll through ads.',
    sections: [
      { heading: 'What we sell', body: 'Phones, TVs, cameras, audio, computer parts and home appliances from brands we trust, with genuine manufacturer warranty on every product.' },
      { heading: 'How we work', body: 'Clear prices with the discount shown up front, free shipping on every order, and secure payments through PhonePe.' },
    ],
  },
  careers: {
    title: 'Careers',
    intro: 'We are a small team building a calmer way to shop for electronics.',
    sections: [
      { heading: 'Open roles', body: 'We are not hiring for any role right now. We still like to hear from engineers, designers and customer support specialists who care about the details.' },
      { heading: 'Get in touch', body: 'Send a short note and a link to your work to careers@voltcart.example. We read every message.' },
    ],
  },
  blog: {
    title: 'Blog',
    intro: 'Buying guides and news from the Voltcart team.',
    sections: [
      { heading: 'How to choose a 4K TV for a bright living room', body: 'Peak brightness and anti-glare coatings matter more than the panel’s name. Our guide walks through what the numbers on the box mean.' },
      { heading: 'True wireless earbuds: what noise cancelling really does', body: 'Active noise cancelling is great on trains and flights, less so on calls. Here is how to pick the right pair for the way you listen.' },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The short version of the rules that apply when you shop at Voltcart.',
    sections: [
      { heading: 'Orders and prices', body: 'All prices are in Indian rupees and include taxes. An order is confirmed only once its payment is completed.' },
      { heading: 'Your account', body: 'Keep your password private; you are responsible for orders placed from your account. We never ask for your password by email or phone.' },
      { heading: 'Reviews and comments', body: 'Comments must be about the product and respectful. We remove spam, personal data and abusive content.' },
    ],
  },
};
