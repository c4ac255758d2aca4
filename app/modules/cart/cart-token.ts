// The name of the add-to-cart form's cart-token field, alone in a module without imports: every product card's form
// renders it, and importing it from the form parser (cart-form.ts, zod) or the cart rules (cart.ts, money
// formatting) put those in the store page's first-load JavaScript (zod alone ~25 KB gzipped).

/**
 * The add-to-cart form's hidden field carrying the page's cart token (cart-cookie.server.ts): two adds posted at once
 * from one page before the browser holds any cart cookie land in one cart, with or without JavaScript.
 */
export const CART_TOKEN_FIELD = "cartToken";
