"""gunicorn settings of ``make serve``, from the environment (README, "Hosting").

HOST (127.0.0.1), PORT (5000), WORKERS (2 × CPUs + 1), THREADS (4), TIMEOUT (60 s);
one access-log line per request on standard output, errors on standard error.
"""
import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '5000')}"
workers = int(os.environ.get("WORKERS", multiprocessing.cpu_count() * 2 + 1))
threads = int(os.environ.get("THREADS", "4"))
timeout = int(os.environ.get("TIMEOUT", "60"))
graceful_timeout = 20
keepalive = 5
accesslog = os.environ.get("ACCESS_LOG", "-")
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms "%(a)s"'
# requests that never finish sending their headers cannot hold a worker for long
limit_request_line = 8190
limit_request_fields = 100
limit_request_field_size = 8190
# behind a reverse proxy that terminates HTTPS: trust its X-Forwarded-* from loopback only
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")


def post_worker_init(worker):
    """Each worker loads WeasyPrint in the background (``wonders.pdf.warm_up``): requests are served
    meanwhile, and the first PDF sheet at the end of a game is as quick as the next."""
    import threading

    from wonders.pdf import warm_up
    threading.Thread(target=warm_up, name="pdf-warm-up", daemon=True).start()
