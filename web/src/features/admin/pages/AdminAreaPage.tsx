/** Placeholder until the admin area (Dashboard, Users, Product tabs) lands. */
export default function AdminAreaPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
    </div>
  );
}
