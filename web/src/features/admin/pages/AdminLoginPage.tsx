/** Placeholder until the admin sign-in lands. */
export default function AdminLoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <h1 className="text-2xl font-bold text-slate-900">Admin sign-in</h1>
    </main>
  );
}
