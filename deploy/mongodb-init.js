/* global db */ // mongosh provides `db`
// Run once by the mongo image, as its root user, when the data volume is empty (/docker-entrypoint-initdb.d): the
// service's own user `fpd`, with readWrite on the database `fpd` only (it creates its collections and indexes there).
// Its password is the secret mongodb_password, which the secret mongodb_url carries too (deploy/make-secrets.sh).
const fs = require('fs');
const pwd = fs.readFileSync('/run/secrets/mongodb_password', 'utf8').trim();
db.getSiblingDB('fpd').createUser({ user: 'fpd', pwd, roles: [{ role: 'readWrite', db: 'fpd' }] });
