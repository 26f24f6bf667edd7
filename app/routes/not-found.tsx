import { data } from "react-router";
import { ErrorScreen } from "~/components/shell/error-screen";

export async function loader() {
  return data({}, { status: 404 });
}

export const meta = () => [
  { title: "Page Not Found | Shop African Brands" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <ErrorScreen kind="not-found" />;
}
