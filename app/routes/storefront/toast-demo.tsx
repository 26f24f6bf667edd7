import { messages } from "#common/messages";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/toast-demo";

export const meta: Route.MetaFunction = () => [
  { title: "Toast Demo | Shop African Brands" },
  {
    name: "description",
    content: "A demonstration of the notification styles used across Shop African Brands.",
  },
  { name: "robots", content: "noindex" },
];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function showProcessing() {
  const id = toast.loading("Processing your request…");
  void wait(2000).then(() => toast.success("Request processed", { id }));
}

function showPromise() {
  void toast.promise(wait(2000), {
    loading: messages.toastDefaults.loading,
    success: messages.toastDefaults.success,
    error: messages.toastDefaults.error,
  });
}

/** One button per notification style. The B2B toast is a demo, not a real offer. */
const demos: { label: string; description: string; show: () => void }[] = [
  { label: "Basic", description: "A plain notification", show: () => toast("This is a basic notification") },
  {
    label: "Success",
    description: "A success notification",
    show: () => toast.success("Your changes have been saved"),
  },
  { label: "Error", description: "An error notification", show: () => toast.error("Something went wrong") },
  {
    label: "Info",
    description: "An information notification",
    show: () => toast.info("New market days are announced regularly"),
  },
  {
    label: "Warning",
    description: "A warning notification",
    show: () => toast.warning("Please review your details before continuing"),
  },
  {
    label: "Processing",
    description: "A loading notification that resolves after 2 seconds",
    show: showProcessing,
  },
  {
    label: "B2B",
    description: "A business-buyer notification (demo only)",
    show: () =>
      toast.info("Bulk discount applied: 15% off orders of 100+ units", {
        description: "Demo only: no discount has been applied to any order.",
        duration: 6000,
      }),
  },
  { label: "Promise", description: "A notification that follows a 2-second task", show: showPromise },
];

export default function ToastDemo() {
  return (
    <section aria-labelledby="toast-demo-title" className="mx-auto max-w-4xl px-4 py-12">
      <h1 id="toast-demo-title" className="text-3xl font-bold tracking-tight">
        Toast Demo
      </h1>
      <p className="mt-2 text-muted-foreground">
        Each button shows one notification style. Nothing here changes your account, cart or orders.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {demos.map((demo) => (
          <li
            key={demo.label}
            className="flex items-center justify-between gap-4 rounded-lg border border-border bg-card p-4"
          >
            <span className="text-sm text-muted-foreground">{demo.description}</span>
            <Button variant="secondary" onClick={demo.show} aria-label={`Show ${demo.label} toast`}>
              {demo.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
