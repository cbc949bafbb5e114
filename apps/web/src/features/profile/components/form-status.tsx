import dialog from './profile-dialog.module.css';

/** Under a Settings form: what the last try did, announced politely (an error with a field shows there). */
export function FormStatus({ done, error }: { done: string; error: string }) {
  return (
    <p className={error ? dialog.blockError : dialog.blockNote} role="status">
      {error || done}
    </p>
  );
}
