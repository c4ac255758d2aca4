import type { RouteConfig } from "@react-router/dev/routes";
import { route } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File routes, plus the spec's aliases: each alias renders the same route module under its own id.
export default [
  ...(await flatRoutes()),
  route("/live-demos", "routes/demo.tsx", { id: "alias-live-demos" }),
  route("/shop", "routes/shop.products.tsx", { id: "alias-shop" }),
  route("/product/:id", "routes/store.product.$id.tsx", { id: "alias-product" }),
  route("/shop-by-influencer", "routes/shop.influencers.tsx", { id: "alias-shop-by-influencer" }),
] satisfies RouteConfig;
