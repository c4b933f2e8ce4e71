#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing:
# Chromium's headless shell for the browser tests and the full Chromium for
# the benchmarks and screenshots (npm cannot download Playwright's own browser
# builds on this kind of machine), and Java for the Nu HTML Checker (vnu.jar,
# the `html` stage).
set -euo pipefail
packages=()
for browser in chromium chromium-headless-shell; do
  if [ -x "/usr/bin/$browser" ]; then
    echo "$browser: $("/usr/bin/$browser" --version 2>/dev/null || echo present)"
  else
    packages+=("$browser")
  fi
done
if command -v java >/dev/null; then
  echo "java: $(java -version 2>&1 | head -n 1)"
else
  packages+=(default-jre-headless)
fi
[ ${#packages[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
java -version 2>&1 | head -n 1
