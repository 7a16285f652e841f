#!/bin/sh
# Convert invoice.pdf, wait until it is done, and download the Excel workbook (curl and jq).
# TALLYSHEET_URL is your Tallysheet address; TALLYSHEET_API_KEY a key from Settings → API.
set -eu
auth="Authorization: Bearer $TALLYSHEET_API_KEY"

id=$(curl -sSf "$TALLYSHEET_URL/api/v1/conversions" -H "$auth" \
  -H "Idempotency-Key: invoice-$(date +%s)" \
  -F "files=@invoice.pdf" -F "formats=xlsx,csv" | jq -r .data.id)

while :; do
  conversion=$(curl -sSf "$TALLYSHEET_URL/api/v1/conversions/$id" -H "$auth")
  status=$(echo "$conversion" | jq -r .data.status)
  if [ "$status" = succeeded ] || [ "$status" = failed ]; then break; fi
  sleep 1
done
echo "conversion $id $status"
[ "$status" = succeeded ] || exit 1

url=$(echo "$conversion" | jq -r '.data.files[0].outputs[] | select(.format == "xlsx") | .url')
curl -sSf "$TALLYSHEET_URL$url" -H "$auth" -o invoice.xlsx
