import { Link } from "react-router";
import { FormError } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { AuthCard } from "./auth-card";

/** What an e-mailed link shows when it was already used or has expired, with the way forward. */
export function LinkProblem({
  title,
  message,
  to,
  action,
}: {
  title: string;
  message: string;
  to: string;
  action: string;
}) {
  return (
    <AuthCard title={title}>
      <FormError message={message} />
      <Link to={to} className={`mt-6 inline-block ${textLinkClassName}`}>
        {action}
      </Link>
    </AuthCard>
  );
}
