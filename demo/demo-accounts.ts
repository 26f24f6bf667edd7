import type { Role } from "#common/roles";

/** Demo sign-ins, created only when demo data is seeded (development). Printed at start-up. */
export const demoPassword = "demo-pass-2026";

export const demoAccounts: { email: string; name: string; role: Role }[] = [
  { email: "admin@shopafricanbrands.com", name: "Adaeze Okafor", role: "admin" },
  { email: "staff@shopafricanbrands.com", name: "Kwame Mensah", role: "staff" },
  { email: "vendor@lagosthreads.ng", name: "Tolu Adebayo", role: "vendor" },
  // A second store's owner, so a buyer's RFQ to a category can be quoted by two stores in a demo.
  { email: "vendor@bonwirekente.gh", name: "Ama Asante", role: "vendor" },
  { email: "buyer@example.com", name: "Wanjiru Kamau", role: "user" },
];
