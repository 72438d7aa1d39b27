# Source this file (`source scripts/tools/use-node.sh`) to run on the Node LTS named in .nvmrc.
# If the Node on the PATH is older, it installs that Node from the npm registry (the `node`
# package) into .tools/ and puts it first on the PATH of the current shell.
want="$(cat "$(dirname "${BASH_SOURCE[0]}")/../../.nvmrc")"
have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have" -lt "$want" ]; then
  tools="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.tools"
  if [ ! -x "$tools/node_modules/.bin/node" ]; then
    echo "Node $have is older than $want: installing node@$want from the npm registry into .tools/"
    npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "node@$want" >/dev/null
  fi
  export PATH="$tools/node_modules/.bin:$PATH"
fi
echo "Using Node $(node --version), npm $(npm --version)"
