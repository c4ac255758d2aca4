import type { LoaderFunctionArgs } from "react-router";
import { productPictureResponse } from "~/modules/catalog/pictures/picture-response.server";

// /images/generated/<kind>.svg?v=<variant>&label=<model code>&r=<revision>: a generated product's picture, varied by the
// product (issue 37 item 4, ADR 068). Links come from productPictureUrl; any other query still gets a valid picture.
export function loader({ request, params }: LoaderFunctionArgs) {
  return productPictureResponse(request, params.type);
}
