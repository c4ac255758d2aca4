// Route modules' loaders and actions receive a RouterContextProvider (React Router 8 always runs middleware); the
// Express server's values are read from it with serverValues() (utils/request-context.ts).
export {};
