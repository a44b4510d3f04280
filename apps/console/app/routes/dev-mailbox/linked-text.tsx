// An email's text with its web addresses as links, so a host can follow a confirmation or
// sign-in link from the development mailbox. React escapes the text; only http(s) becomes a link.
const addressPattern = /(https?:\/\/[^\s<>"]+)/g;

export function LinkedText({ text }: { text: string }) {
  const parts = text.split(addressPattern);
  return (
    <pre className="mailbox-text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
