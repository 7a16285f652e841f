# Convert invoice.pdf, wait until it is done, and save the Excel workbook (pip install requests).
import os
import time
import uuid

import requests

base = os.environ["TALLYSHEET_URL"]
headers = {"Authorization": f"Bearer {os.environ['TALLYSHEET_API_KEY']}"}

with open("invoice.pdf", "rb") as pdf:
    started = requests.post(
        f"{base}/api/v1/conversions",
        headers={**headers, "Idempotency-Key": str(uuid.uuid4())},
        files=[("files", ("invoice.pdf", pdf, "application/pdf"))],
    )
started.raise_for_status()
conversion = started.json()["data"]

while conversion["status"] in ("pending", "processing"):
    time.sleep(1)
    conversion = requests.get(f"{base}/api/v1/conversions/{conversion['id']}", headers=headers).json()["data"]
print(f"conversion {conversion['id']} {conversion['status']}")
if conversion["status"] == "failed":
    raise SystemExit(conversion["error"])

xlsx = next(o for o in conversion["files"][0]["outputs"] if o["format"] == "xlsx")
with open("invoice.xlsx", "wb") as out:
    out.write(requests.get(base + xlsx["url"], headers=headers).content)
