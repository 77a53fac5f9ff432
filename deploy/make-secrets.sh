#!/usr/bin/env bash
# The secret files docker-compose.prod.yml reads, in ./secrets of the checkout (or the directory given).
#   deploy/make-secrets.sh [DIR]
# DIR is mode 0700 (no other user of the host can reach the files); the files are 0644, because Compose mounts each
# into its containers as it is on the host and the engines read them as their own users (mongodb, redis,
# elasticsearch, node), not as the owner.
# Base secrets are random (64 hex digits) and created once, never overwritten: the service's three secrets must outlive
# every deployment (docs/operations.md says what each loss breaks), and the passwords are the engines'. Derived files
# (the URLs the service connects with, Redis's user list) are written anew from the passwords on every run, so after
# changing a password file, running this again brings them in line (docs/operations.md, "Rotating").
# TLS: put the proxy's certificate chain and key in DIR/tls_certificate and DIR/tls_private_key yourself.
set -euo pipefail
dir="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/secrets}"
mkdir -p "$dir"
chmod 700 "$dir"
umask 022

random() { od -An -tx1 -N32 /dev/urandom | tr -d ' \n'; }

base() { # name: created once with a random value
  if [ -e "$dir/$1" ]; then echo "kept    $dir/$1" >&2; return; fi
  random >"$dir/$1"
  echo "created $dir/$1" >&2
}

value() { tr -d '\r\n' <"$dir/$1"; }

uri() { # percent-encodes a password for a URL (random ones need none; an operator's own may)
  local s=$1 out="" c i
  for ((i = 0; i < ${#s}; i++)); do
    c=${s:i:1}
    case "$c" in [A-Za-z0-9._~-]) out+=$c ;; *) out+=$(printf '%%%02X' "'$c") ;; esac
  done
  printf '%s' "$out"
}

derived() { # name content: written on every run
  printf '%s\n' "$2" >"$dir/$1.tmp" && mv "$dir/$1.tmp" "$dir/$1"
  echo "wrote   $dir/$1" >&2
}

for name in id_secret email_hash_salt tracking_secret mongodb_root_password mongodb_password redis_password elastic_password elasticsearch_password; do
  base "$name"
done
derived mongodb_url "mongodb://fpd:$(uri "$(value mongodb_password)")@mongodb:27017/fpd?authSource=fpd"
derived redis_url "redis://fpd:$(uri "$(value redis_password)")@redis:6379"
# Redis's users: the default (unauthenticated) user is off; `fpd` may do everything (BullMQ runs scripts).
derived redis_users.acl "$(printf 'user default off\nuser fpd on >%s ~* &* +@all' "$(value redis_password)")"
derived elasticsearch_url "http://fpd:$(uri "$(value elasticsearch_password)")@elasticsearch:9200"
