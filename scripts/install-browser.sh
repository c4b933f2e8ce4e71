#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing:
# Chromium for the browser tests (npm cannot download Playwright's own browser
# builds on this kind of machine) and Java for the Nu HTML Checker (vnu.jar,
# the `html` stage).
set -euo pipefail
packages=()
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
else
  packages+=(chromium)
fi
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
java -version 2>&1 | head -n 1
