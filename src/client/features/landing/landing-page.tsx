/** Placeholder until the marketing issue builds the landing page. */
export default function LandingPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold">TV wall mounting in Charlotte, NC</h1>
    </section>
  );
}
