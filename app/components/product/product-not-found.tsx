import { productsPath, searchPagePath } from "#common/paths";
import { en } from "#common/i18n/en";
import { ArrowLeft, House, PackageSearch, Search } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { StatusPage, TryAgainButton } from "~/components/ui/status-page";

/** "Product Not Found" with Browse Products, Return Home, Go Back and Search All Products. */
export function ProductNotFound() {
  return (
    <StatusPage
      icon={<PackageSearch aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />}
      title={en.product.notFound}
      message="This product does not exist or is no longer available."
    >
      <Link to={productsPath} className={buttonClassName("primary")}>
        Browse Products
      </Link>
      <Link to="/" className={buttonClassName("secondary")}>
        <House aria-hidden="true" className="size-4" />
        Return Home
      </Link>
      <Button variant="secondary" className="requires-js" onClick={() => window.history.back()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </Button>
      <Link to={searchPagePath} className={buttonClassName("secondary")}>
        <Search aria-hidden="true" className="size-4" />
        Search All Products
      </Link>
    </StatusPage>
  );
}

/** Error panel "Error Loading Product" with the error message and a retry. */
export function ProductLoadError({ message }: { message: string }) {
  return (
    <StatusPage title={en.product.errorLoading} message={message} alert>
      <TryAgainButton />
      <Link to={productsPath} className={buttonClassName("secondary", "lg")}>
        Browse Products
      </Link>
    </StatusPage>
  );
}
