// Plain JavaScript on purpose: this must run (and explain itself) on any Node before TypeScript does.
export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(
      `This project needs Node.js >= 22.12 (24 LTS recommended); this is ${process.version}.\n` +
        'Install it with: npm i --prefix ~/.cache/node24 node@24 && export PATH=~/.cache/node24/node_modules/node/bin:$PATH',
    );
    process.exit(1);
  }
}
