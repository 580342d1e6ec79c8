/** Placeholder until the admin home lands. */
export default function AdminHomePage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
    </main>
  );
}
