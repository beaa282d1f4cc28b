/**
 * An email address that wraps, when its column is too narrow, after its "@" and never inside a word
 * ("william.thompson@" above "example.net", not "…example.ne" above "t").
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className={className}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
