import { useNavigation } from "react-router";
import { useT } from "~/lib/locale";

/** While a client-side navigation loads /cart, the page shows its skeleton instead of the page being left. */
export function useLoadingCart(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/cart" && !navigation.formMethod;
}

/** The cart's loading skeleton, in the shape of its title, lines and summary. */
export function CartSkeleton() {
  const t = useT();
  const block = "animate-pulse rounded-md bg-muted";
  return (
    <div
      role="status"
      aria-label={t.shell.loadingCart}
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className={`h-9 w-64 lg:col-span-2 ${block}`} />
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {[0, 1, 2].map((index) => (
          <li key={index} className="flex gap-4 p-4">
            <div className={`size-20 shrink-0 sm:size-24 ${block}`} />
            <div className="flex-1 space-y-3">
              <div className={`h-4 w-2/3 ${block}`} />
              <div className={`h-3 w-1/3 ${block}`} />
              <div className={`h-10 w-48 ${block}`} />
            </div>
          </li>
        ))}
      </ul>
      <div className="space-y-4">
        <div className={`h-40 ${block}`} />
        <div className={`h-56 ${block}`} />
      </div>
    </div>
  );
}
