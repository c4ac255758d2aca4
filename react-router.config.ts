import type { Config } from "@react-router/dev/config";

// Server rendering with the framework's defaults on its current major: single fetch, lazy route discovery,
// middleware and split route modules are always on in React Router 8.
export default {
  ssr: true,
} satisfies Config;
