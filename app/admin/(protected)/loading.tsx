export default function AdminLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading Admin Dashboard...
    </p>
  );
}
